// ESLint rule `references/followable`: no source comment cites an issue number or a document
// outside the repository (see references.mjs). Comments only: strings are the product's words.
import { unfollowable } from './references.mjs'

const followable = {
  meta: {
    type: 'suggestion',
    docs: { description: 'comments cite no issue number and no document outside the repository' },
    schema: [],
    messages: { unfollowable: 'This comment cites {{what}}, which a reader of the repository cannot follow: say the reason in place, or link a page under docs/.' }
  },
  create (context) {
    return {
      Program () {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = unfollowable(comment.value)
          if (found !== undefined) context.report({ loc: comment.loc, messageId: 'unfollowable', data: { what: found.what } })
        }
      }
    }
  }
}

export default { rules: { followable } }
