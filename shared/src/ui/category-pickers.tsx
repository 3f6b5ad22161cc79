import { useId } from 'react'
import { CATEGORY_LABELS, SUPER_CATEGORIES, type SuperCategory } from '../config/categories'

/** The brand select's value for "Add custom category..." (a name no category can have). */
export const CUSTOM_CATEGORY = '__custom__'

export interface SuperCategorySelectProps {
  value: SuperCategory;
  onChange(value: SuperCategory): void;
  /** The wrapper's class (each remote styles its own fields). */
  fieldClassName?: string;
  label?: string;
}

/** Supplement / Casino / Dating, as the header's category dropdown names them. */
export function SuperCategorySelect ({ value, onChange, fieldClassName, label = 'Super Category' }: SuperCategorySelectProps) {
  const id = useId()
  return (
    <div className={fieldClassName}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name='superCategory' value={value} onChange={(e) => onChange(e.target.value as SuperCategory)}>
        {SUPER_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </option>
        ))}
      </select>
    </div>
  )
}

export interface BrandCategorySelectProps {
  /** The brand categories already in use (GET /{scope}/categories). */
  categories: readonly string[];
  /** The chosen category, '' for none, or CUSTOM_CATEGORY. */
  value: string;
  custom: string;
  onChange(value: string): void;
  onCustom(value: string): void;
  fieldClassName?: string;
}

/** Brand category: one in use, or "Add custom category..." with a field for the new name. */
export function BrandCategorySelect ({ categories, value, custom, onChange, onCustom, fieldClassName }: BrandCategorySelectProps) {
  const id = useId()
  return (
    <>
      <div className={fieldClassName}>
        <label htmlFor={`${id}-brand`}>Brand Category</label>
        <select id={`${id}-brand`} name='brandCategory' value={value} onChange={(e) => onChange(e.target.value)}>
          <option value=''>Select a brand category</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          <option value={CUSTOM_CATEGORY}>Add custom category...</option>
        </select>
      </div>
      {value === CUSTOM_CATEGORY && (
        <div className={fieldClassName}>
          <label htmlFor={`${id}-custom`}>Custom Category</label>
          <input
            id={`${id}-custom`}
            name='customCategory'
            placeholder='New brand category'
            autoFocus
            value={custom}
            onChange={(e) => onCustom(e.target.value)}
          />
        </div>
      )}
    </>
  )
}

/** The brand category a picker stands for: the custom name when "Add custom category..." is chosen. */
export function chosenBrandCategory (value: string, custom: string): string {
  return (value === CUSTOM_CATEGORY ? custom : value).trim()
}
