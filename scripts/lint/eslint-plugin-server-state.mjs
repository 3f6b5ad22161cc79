// ESLint rule `server-state/query-layer`: the front end tracks no server call's state by hand.
// TanStack Query (useApiQuery, useMutation from @sitefleet/shared) says whether a read or a write
// is pending, failed or done, cancels reads nobody waits for, and polls (`refetchInterval`); a
// screen that keeps its own `loading` flag around an awaited call, its own AbortController or its
// own setInterval has grown a second server-state layer beside it (docs/development.md).

/** useState names that mean "a call is under way". */
const PENDING = /^(?:is)?(?:loading|fetching|busy|saving|pending|refreshing|checking|submitting|deleting|polling)$/i

/** True when `node` waits for a promise: `await x`, or `x.then(…)` / `.catch(…)` / `.finally(…)`. */
function waits (node) {
  if (node.type === 'AwaitExpression') return true
  return node.type === 'CallExpression' && node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier' && ['then', 'catch', 'finally'].includes(node.callee.property.name)
}

const queryLayer = {
  meta: {
    type: 'problem',
    docs: { description: 'server state goes through TanStack Query, never a hand-kept loading flag, abort or poll' },
    schema: [],
    messages: {
      flag: '`{{name}}` tracks a server call by hand: read with useApiQuery (isFetching, isError) or write with useMutation (isPending), see docs/development.md.',
      abort: 'A hand-made AbortController: a read gets its abort signal from TanStack Query (useApiQuery hands it to the read).',
      poll: 'A hand-made poll: poll with the query\'s refetchInterval.'
    }
  },
  create (context) {
    /** setter name → the useState declarator of a pending-named flag */
    const flags = new Map()
    const set = new Set()
    let waiting = false
    return {
      VariableDeclarator (node) {
        const call = node.init
        if (node.id.type !== 'ArrayPattern' || call?.type !== 'CallExpression') return
        const callee = call.callee.type === 'MemberExpression' ? call.callee.property : call.callee
        if (callee.type !== 'Identifier' || callee.name !== 'useState') return
        const [value, setter] = node.id.elements
        // A flag (true/false) or a set of the rows pending; `useState<Row | null>` names which
        // row a dialog is open for, which is the screen's own state.
        const [init] = call.arguments
        const flag = (init?.type === 'Literal' && typeof init.value === 'boolean') || (init?.type === 'NewExpression' && init.callee.name === 'Set')
        if (flag && value?.type === 'Identifier' && setter?.type === 'Identifier' && PENDING.test(value.name)) flags.set(setter.name, node)
      },
      CallExpression (node) {
        if (waits(node)) waiting = true
        if (node.callee.type === 'Identifier' && flags.has(node.callee.name)) set.add(node.callee.name)
        if (node.callee.type === 'Identifier' && node.callee.name === 'setInterval') context.report({ node, messageId: 'poll' })
      },
      AwaitExpression () { waiting = true },
      NewExpression (node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'AbortController') context.report({ node, messageId: 'abort' })
      },
      'Program:exit' () {
        // A flag set in a file that waits for a promise is a call's pending state kept by hand.
        if (!waiting) return
        for (const [setter, node] of flags) {
          if (set.has(setter)) context.report({ node, messageId: 'flag', data: { name: node.id.elements[0].name } })
        }
      }
    }
  }
}

export default { rules: { 'query-layer': queryLayer } }
