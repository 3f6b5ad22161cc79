import type { RemotePageProps } from '@sitefleet/shared'
import { ProductsView } from '../features/products/components/products-view'
import '../styles/domains.css'

/** /products/{type} and /admin/products/{type}. */
export default function ProductsPage ({ layout }: RemotePageProps) {
  return <ProductsView layout={layout} />
}
