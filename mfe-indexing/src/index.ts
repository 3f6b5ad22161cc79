// Async boundary: shared singletons are negotiated before app code runs.
import('./bootstrap')
