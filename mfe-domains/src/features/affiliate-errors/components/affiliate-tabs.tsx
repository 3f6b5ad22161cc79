import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabSpec<K extends string> {
  key: K;
  label: string;
}

export interface AffiliateTabsProps<K extends string> {
  label: string;
  tabs: TabSpec<K>[];
  active: K;
  onSelect(key: K): void;
  children: ReactNode;
}

/** WAI-ARIA tabs (role="tab", arrow keys, Home/End) around one panel showing the active tab. */
export function AffiliateTabs<K extends string> ({ label, tabs, active, onSelect, children }: AffiliateTabsProps<K>) {
  const id = useId()
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (key: K) => `${id}-tab-${key}`

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index === last ? 0 : index + 1)
        : event.key === 'ArrowLeft'
          ? (index === 0 ? last : index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    onSelect(tabs[next].key)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div className='dm-tabs' role='tablist' aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el
            }}
            type='button'
            role='tab'
            id={tabId(tab.key)}
            className='dm-tab'
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role='tabpanel' id={`${id}-panel`} aria-labelledby={tabId(active)} className='dm-tabpanel' tabIndex={0}>
        {children}
      </div>
    </div>
  )
}
