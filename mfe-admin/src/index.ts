// Async boundary (ARCHITECTURE §2): shared singletons are negotiated before app code runs.
import('./bootstrap')
