import { FormInput } from '@/client/components/ui/form-inputs';
import { rankingText } from '@/shared/i18n/ranking';

const T = rankingText.join;

/** The nickname's input, inside a form's FormFields, with its rules as a hint (the input stops at 20 characters). */
export function NicknameInput() {
  return (
    <FormInput
      name="nickname"
      label={T.nickname}
      hint={T.nicknameHint}
      wide
      maxLength={20}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
