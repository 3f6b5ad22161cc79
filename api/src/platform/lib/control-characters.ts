// Control characters are never text a person typed or a page showed: C0 controls other than tab,
// line feed and carriage return, DEL, and the C1 controls. PostgreSQL cannot store NUL at all, and
// the others (terminal escapes, bidi tricks in logs) only do harm. Requests carrying them are
// refused at validation (platform/http/validation); text scraped from pages is cleaned of them.
const CONTROL = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f'

export const CONTROL_CHARACTER = new RegExp(`[${CONTROL}]`)
const CONTROL_CHARACTERS = new RegExp(`[${CONTROL}]+`, 'g')

/** `text` with each run of control characters replaced (by default removed). */
export function withoutControlCharacters (text: string, replacement = ''): string {
  return text.replace(CONTROL_CHARACTERS, replacement)
}

/**
 * The JSON pointer (/data/h2/1) of the first text value in `value` holding a control character,
 * or undefined. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function controlCharacterPath (value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']]
  while (stack.length > 0) {
    const [node, path] = stack.pop()!
    if (typeof node === 'string') {
      if (CONTROL_CHARACTER.test(node)) return path
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${path}/${i}`])
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node).reverse()) stack.push([(node as Record<string, unknown>)[key], `${path}/${key}`])
    }
  }
  return undefined
}
