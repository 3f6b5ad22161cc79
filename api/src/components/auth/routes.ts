// /auth calls. Handlers stay thin: the
// schema validates, AuthService decides, the error handler words failures.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerToken } from '../../platform/auth/plugin'
import { authRateLimit } from '../../platform/rate-limit/plugin'
import {
  DatingAccessBody, DatingAccessResponse, InitiateLoginBody, LoginResponse, MeResponse, MessageResponse,
  RequestResetBody, ResetPasswordBody, SignupBody, UserResponse, VerifyCodeBody
} from './schemas'
import { bearerAuth, errorResponses } from '../../platform/http/common-schemas'
import { AuthService, MESSAGES } from './auth-service'

export default async function authRoutes (fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const auth = new AuthService({
    db: app.db,
    mailer: app.mailer,
    tokens: app.tokens,
    codeSecret: app.config.jwtSecret,
    datingAccessPassword: app.config.datingAccessPassword,
    limits: app.signInLimits,
    sessions: app.sessions,
    log: app.log
  })
  const limited = (missingFieldMessage?: string): { rateLimit: ReturnType<typeof authRateLimit>, missingFieldMessage?: string } =>
    ({ rateLimit: authRateLimit(app), ...(missingFieldMessage ? { missingFieldMessage } : {}) })

  // The calls a stranger can make: also limited per address, all accounts together.
  const perAddress = app.authLimits.perAddress

  app.post('/initiatelogin', {
    config: limited('All fields are required'),
    preValidation: perAddress,
    schema: {
      tags: ['auth'],
      summary: 'Login step 1: check the password and e-mail a 6-digit code',
      body: InitiateLoginBody,
      response: { 200: MessageResponse, ...errorResponses }
    }
  }, async (request) => {
    await auth.initiateLogin(request.body.email, request.body.password)
    return { success: true as const, message: MESSAGES.codeSent }
  })

  app.post('/verify-code', {
    config: limited('Verification code is required'),
    preValidation: perAddress,
    schema: {
      tags: ['auth'],
      summary: 'Login step 2: exchange the e-mailed code for a JWT',
      body: VerifyCodeBody,
      response: { 200: LoginResponse, ...errorResponses }
    }
  }, async (request) => {
    const { jwtToken, user } = await auth.verifyCode(request.body.email, request.body.code)
    return { success: true as const, message: MESSAGES.loginOk, jwtToken, user }
  })

  app.post('/signup', {
    onRequest: app.requireAdmin,
    config: limited(),
    schema: {
      tags: ['auth'],
      summary: 'Create an ordinary user (admin only)',
      security: bearerAuth,
      body: SignupBody,
      response: { 201: UserResponse, ...errorResponses }
    }
  }, async (request, reply) => {
    const user = await auth.signup(request.body.name, request.body.email, request.body.password)
    return reply.code(201).send({ success: true as const, message: MESSAGES.userCreated, user })
  })

  app.post('/request-reset-code', {
    config: limited('Email is required'),
    preValidation: perAddress,
    preHandler: app.authLimits.resetMails,
    schema: {
      tags: ['auth'],
      summary: 'E-mail a password reset code (same answer whether or not the account exists)',
      body: RequestResetBody,
      response: { 200: MessageResponse, ...errorResponses }
    },
    // The answer goes first, then the code is issued and mailed: the answer takes as long for
    // an unknown e-mail as for a registered one.
    onResponse: async (request, reply) => {
      if (reply.statusCode !== 200) return
      const { email } = request.body as { email: string }
      app.afterResponse('password reset code', async () => { await auth.requestResetCode(email) })
    }
  }, async () => ({ success: true as const, message: MESSAGES.resetSent }))

  app.post('/reset-password', {
    config: limited('All fields are required'),
    preValidation: perAddress,
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset code',
      body: ResetPasswordBody,
      response: { 200: MessageResponse, ...errorResponses }
    }
  }, async (request) => {
    await auth.resetPassword(request.body.email, request.body.code, request.body.newPassword)
    return { success: true as const, message: MESSAGES.resetOk }
  })

  app.post('/dating-access', {
    onRequest: app.requireSession,
    config: limited('Password is required'),
    schema: {
      tags: ['auth'],
      summary: 'Check the access password of the dating category; answers the session token with the dating claim (same expiry)',
      security: bearerAuth,
      body: DatingAccessBody,
      response: { 200: DatingAccessResponse, ...errorResponses }
    }
  }, async (request) => {
    auth.checkDatingAccess(request.body.password)
    return { success: true as const, message: MESSAGES.accessGranted, jwtToken: auth.withDatingAccess(bearerToken(request)) }
  })

  app.get('/me', {
    onRequest: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      security: bearerAuth,
      response: { 200: MeResponse, ...errorResponses }
    }
  }, async (request) => {
    const user = await auth.me(request.user!.id)
    return request.apiToken === null ? { success: true as const, user } : { success: true as const, user, tokenAccess: request.apiToken.access }
  })
}
