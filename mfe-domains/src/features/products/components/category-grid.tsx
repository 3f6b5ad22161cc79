import type { CategoryEntry } from '../hooks/use-category-counts'

export interface CategoryGridProps {
  categories: CategoryEntry[];
  onOpen(name: string): void;
}

/**
 * One card per brand category with its domain count as a badge. The card's accessible name is
 * its visible text ("Keto 3"), so what a screen reader says matches what a sighted user reads.
 */
export function CategoryGrid ({ categories, onOpen }: CategoryGridProps) {
  return (
    <ul className='dm-category-grid' aria-label='Categories'>
      {categories.map(({ name, count }) => (
        <li key={name}>
          <button type='button' className='dm-category-card' onClick={() => onOpen(name)}>
            <span className='dm-category-card__name'>{name}</span> <span className='dm-badge'>{count}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
