import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordInput } from '@/client/components/password-input';
import { PasswordStrength } from '@/client/components/password-strength';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { securityAccessText } from '@/shared/i18n/security-access';

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  newPassword: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  newError?: string;
  confirmError?: string;
}

/** 'Nova Senha' with the spec's strength meter, and 'Confirmar Nova Senha'. */
export function NewPasswordFields({
  idPrefix,
  password,
  newPassword,
  confirm,
  newError,
  confirmError,
}: NewPasswordFieldsProps) {
  const T = securityAccessText.password;
  const newId = `${idPrefix}-new`;
  const confirmId = `${idPrefix}-confirm`;
  return (
    <>
      <FormField
        id={newId}
        label={T.new}
        error={newError}
        hint={password ? <PasswordStrength id={`${newId}-strength`} password={password} /> : T.hint}
      >
        <PasswordInput
          id={newId}
          autoComplete="new-password"
          aria-invalid={newError ? true : undefined}
          aria-describedby={describedBy(newId, { error: newError, hint: true })}
          {...newPassword}
        />
      </FormField>
      <FormField id={confirmId} label={T.confirm} error={confirmError}>
        <PasswordInput
          id={confirmId}
          autoComplete="new-password"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={describedBy(confirmId, { error: confirmError })}
          {...confirm}
        />
      </FormField>
    </>
  );
}
