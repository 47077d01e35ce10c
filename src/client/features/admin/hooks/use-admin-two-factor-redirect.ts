import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onApiError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { adminSettingsText } from '@/shared/i18n/admin-users';

export const SECURITY_TAB_PATH = '/profile?aba=seguranca';

/**
 * While the admin area asks for two-factor and this admin has not turned it on, every /api/admin call answers 403
 * ADMIN_TWO_FACTOR_REQUIRED: send them to the 'Segurança' tab to enrol, saying why (once, however many calls failed).
 */
export function useAdminTwoFactorRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status !== 403 || error.code !== 'ADMIN_TWO_FACTOR_REQUIRED') return;
        notify.warning(adminSettingsText.twoFactorRequired, error.message, 'admin-two-factor-required');
        navigate(SECURITY_TAB_PATH, { replace: true });
      }),
    [navigate],
  );
}
