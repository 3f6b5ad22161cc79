/** Types of build-if-stale.js (plain JS so `npm start` needs no TypeScript loader). */
export interface BuildTarget {
  name: string;
  command: string;
  inputs: string[];
  outputs: string[];
}
export const TARGETS: BuildTarget[]
export function newestInput (root: string, paths: string[]): { file: string; mtimeMs: number } | null
export function oldestOutput (root: string, paths: string[]): { file: string; mtimeMs: number } | { missing: string } | null
export function staleness (root: string, target: BuildTarget): { stale: boolean; reason: string }
