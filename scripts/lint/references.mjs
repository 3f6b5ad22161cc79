// What a reader of this repository cannot follow: an issue number of a tracker that is not in
// it, a section sign naming a section of a document that is not in it, or such a document by name. A comment or a
// doc says the reason in place, or links a page under docs/.
export const REFERENCES = [
  { pattern: /\bissues? #?\d+/i, what: 'an issue number' },
  { pattern: /\u00a7/, what: 'a section sign (a section of a document outside the repository)' },
  { pattern: /\bARCHITECTURE(?:\.md)?\b/, what: 'ARCHITECTURE, a document outside the repository' },
  { pattern: /\bproduct-spec\b|\bspec\.md\b/, what: 'the product spec, a document outside the repository' }
]

/** The first reference `text` holds that a reader cannot follow, or undefined. */
export function unfollowable (text) {
  return REFERENCES.find(({ pattern }) => pattern.test(text))
}
