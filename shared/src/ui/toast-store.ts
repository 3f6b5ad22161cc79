import { create } from 'zustand'
import { TOAST_DURATION_MS } from '../config/constants'
import { activePanel } from './active-panel'

export type ToastKind = 'success' | 'error' | 'info'

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  /** The embedded panel that shows it (active-panel.ts); none: the dashboard's Toaster. */
  panel?: string;
}

interface ToastState {
  toasts: ToastItem[];
  push(kind: ToastKind, text: string): number;
  dismiss(id: number): void;
}

let nextId = 1

/**
 * Toast queue. The timer lives here, not in the component, so a toast raised just before a
 * navigation (logout, reset) still closes on time (2 s) whatever re-renders.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  push (kind, text) {
    const id = nextId++
    set({ toasts: [...get().toasts, { id, kind, text, panel: activePanel() }] })
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS)
    return id
  },
  dismiss (id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) })
  },
}))

/** Fire-and-forget notices, callable from anywhere (hooks, API helpers, non-React code). */
export const toast = {
  success: (text: string) => useToastStore.getState().push('success', text),
  error: (text: string) => useToastStore.getState().push('error', text),
  info: (text: string) => useToastStore.getState().push('info', text),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
}
