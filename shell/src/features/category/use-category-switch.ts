import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkDatingAccess,
  getErrorMessage,
  getErrorStatus,
  paths,
  toast,
  useCategoryStore,
  type LayoutKind,
  type SuperCategory,
} from '@sitefleet/shared';

export const DATING_PROMPT = 'Enter the password to access the Dating category:';
export const INCORRECT_PASSWORD = 'Incorrect password.';

/**
 * Category switch (spec §4): remember the category and open its dashboard. On the user layout
 * dating is behind a password the server checks; a cancelled prompt or a wrong password changes
 * nothing (neither the stored category nor the URL).
 */
export function useCategorySwitch(layout: LayoutKind) {
  const navigate = useNavigate();
  const setCategory = useCategoryStore((s) => s.setCategory);

  return useCallback(
    async (category: SuperCategory) => {
      if (layout === 'user' && category === 'dating') {
        const password = window.prompt(DATING_PROMPT);
        if (password === null) return;
        try {
          await checkDatingAccess({ password });
        } catch (err) {
          const status = getErrorStatus(err);
          toast.error(status === 403 ? INCORRECT_PASSWORD : getErrorMessage(err, 'Something went wrong. Try again.'));
          return;
        }
      }
      setCategory(category);
      navigate(paths.products(layout, category));
    },
    [layout, navigate, setCategory],
  );
}
