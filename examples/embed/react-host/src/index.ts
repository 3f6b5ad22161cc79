// Async boundary: the federation runtime and React load before the app's code runs.
import('./bootstrap')
