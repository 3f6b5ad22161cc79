// A small reader for XML API answers (Namecheap): every element with its attributes, its text
// and its ancestors' names, in document order. htmlparser2 in XML mode (already the scanner's
// parser) does the tokenising; entities are decoded.
import { Parser } from 'htmlparser2'

export interface XmlElement {
  name: string
  attrs: Record<string, string>
  text: string
  /** Names of the enclosing elements, outermost first. */
  path: string[]
  /** The nearest enclosing element's attributes by name (e.g. the Product of a Price). */
  parents: XmlElement[]
}

export function readXml (body: string): XmlElement[] {
  const out: XmlElement[] = []
  const stack: XmlElement[] = []
  const parser = new Parser({
    onopentag (name, attrs) {
      const el: XmlElement = { name, attrs, text: '', path: stack.map((e) => e.name), parents: [...stack] }
      stack.push(el)
      out.push(el)
    },
    ontext (text) {
      const top = stack.at(-1)
      if (top !== undefined) top.text += text
    },
    onclosetag () {
      const el = stack.pop()
      if (el !== undefined) el.text = el.text.trim()
    }
  }, { xmlMode: true, decodeEntities: true })
  parser.write(body)
  parser.end()
  return out
}
