export * from './toast-store';
export * from './toaster';
export * from './button';
export * from './spinner';
export * from './modal';
export * from './confirm-dialog';
export * from './safe-link';
