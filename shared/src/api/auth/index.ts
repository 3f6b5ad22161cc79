export * from './initiate-login';
export * from './verify-code';
export * from './request-reset-code';
export * from './reset-password';
export * from './check-dating-access';
