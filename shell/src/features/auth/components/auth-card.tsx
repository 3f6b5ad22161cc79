import type { ReactNode } from 'react'

/** Centered card frame of the public auth screens. */
export function AuthCard ({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className='auth-screen'>
      <section className='auth-card' aria-labelledby='auth-card-title'>
        <div className='auth-card__brand'>Sitefleet</div>
        <h1 id='auth-card-title'>{title}</h1>
        {subtitle && <p className='auth-card__subtitle'>{subtitle}</p>}
        {children}
      </section>
    </div>
  )
}
