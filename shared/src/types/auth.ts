/** Client-side roles: anything the server calls other than 'admin' is an ordinary user (spec §6). */
export type Role = 'admin' | 'user';

/** A user as the server returns it; `role` is raw here and normalised with toRole(). */
export interface User {
  _id: string;
  name: string;
  email: string;
  role: string;
}

/** The decoded JWT payload, with the role already normalised. */
export interface TokenPayload {
  sub: string;
  role: Role;
  name: string;
  email: string;
  /** Seconds since the epoch (JWT convention). */
  exp?: number;
}

export function toRole(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'user';
}
