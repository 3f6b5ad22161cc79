import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SIGNUP_REDIRECT_MS, getErrorMessage, isNetworkError, paths, toast, useApi } from '@sitefleet/shared'
import { createUser, type CreateUserRequest } from '../api/create-user'
import { SIGNUP_MESSAGES as M } from '../messages'

/** "Signup failed: …" with the server's first detail, else its message. */
function failureText (err: unknown): string {
  return M.failed(isNetworkError(err) ? M.network : getErrorMessage(err, M.network))
}

/**
 * Create-user flow: all three fields required, then POST /auth/signup; on success the server's
 * message is toasted, the users list is read again, and /admin/users opens after SIGNUP_REDIRECT_MS.
 * The form stays disabled until then so a user cannot be created twice.
 */
export function useSignup () {
  const { client } = useApi()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const signup = useMutation({
    mutationFn: (body: CreateUserRequest) => createUser(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/admin/users'] }),
  })
  const mounted = useRef(true)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      clearTimeout(timer.current)
    }
  }, [])

  async function submit (values: CreateUserRequest) {
    const name = values.name.trim()
    const email = values.email.trim()
    if (!name || !email || !values.password) {
      toast.error(M.allFieldsRequired)
      return
    }
    try {
      const data = await signup.mutateAsync({ name, email, password: values.password })
      toast.success(data?.message || M.created)
      if (mounted.current) timer.current = setTimeout(() => navigate(paths.users), SIGNUP_REDIRECT_MS)
    } catch (err) {
      toast.error(failureText(err))
    }
  }

  return { busy: signup.isPending || signup.isSuccess, submit }
}
