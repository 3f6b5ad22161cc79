// Admin listing calls.
import { Type } from 'typebox'

export const AdminUser = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String()
})

export const AdminUserList = Type.Array(AdminUser)

export const DomainCountParams = Type.Object({
  category: Type.Enum(['natural', 'casino', 'dating'])
})

export const DomainCount = Type.Object({ count: Type.Integer() })

export const UserIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) })

export const ChecksRound = Type.Object({
  /** Null before the round watch first measured it. */
  round: Type.Union([Type.Null(), Type.Object({
    oldestOverdueSeconds: Type.Integer(),
    intervalSeconds: Type.Integer(),
    behind: Type.Boolean(),
    measuredAt: Type.String({ format: 'date-time' })
  })])
})

export const BackupState = Type.Object({
  /** Null on PostgreSQL, where pg_dump makes the copies. */
  backup: Type.Union([Type.Null(), Type.Object({
    lastAt: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
    ageSeconds: Type.Union([Type.Null(), Type.Integer()]),
    everyHours: Type.Integer(),
    failure: Type.Union([Type.Null(), Type.Object({ at: Type.String({ format: 'date-time' }), message: Type.String() })])
  })])
})
