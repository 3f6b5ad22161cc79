import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { TextDecoder, TextEncoder } from 'node:util'
import { notifyManager } from '@tanstack/react-query'

// Start-up hooks (test servers) and tests get 30 s, not jest's 5 s, and findBy*/waitFor give up
// after 10 s instead of 1 s: they wait for what must happen, and a loaded machine only makes it
// happen later. (Set here, not in the jest config: under the root config's projects jest ignores
// a project's testTimeout.) Delays the screens promise are checked on fake timers.
jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 10_000 })

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder })

afterEach(() => {
  window.localStorage.clear()
});

// Tests that drive react-dom roots directly (mount()) wrap updates in act(); tell React that is intended.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// TanStack Query tells the screens of a query's answer on the next macrotask (setTimeout 0). Tests
// that fake the clock move it only to fire the screen's own delays and polls: the answer must
// still reach the screen, so the notification runs on the real setTimeout, captured here.
const realSetTimeout = globalThis.setTimeout
notifyManager.setScheduler((callback) => { realSetTimeout(callback, 0) })
