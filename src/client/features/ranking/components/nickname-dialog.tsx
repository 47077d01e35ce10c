import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import { type RankingJoinInput, rankingJoinSchema } from '@/shared/gamification/contract';
import { common } from '@/shared/i18n/common';
import { rankingText } from '@/shared/i18n/ranking';
import { useJoinRanking } from '../api/ranking';
import { nicknameErrorOnField } from '../lib/nickname-error';

const T = rankingText.rename;
const J = rankingText.join;

interface NicknameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nickname: string;
}

/** 'Alterar apelido': the new nickname shows on every board at once. */
export function NicknameDialog({ open, onOpenChange, nickname }: NicknameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {/* Mounted while open only: each opening starts from the current nickname. */}
        {open ? <NicknameForm nickname={nickname} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NicknameForm({ nickname, onDone }: { nickname: string; onDone: () => void }) {
  const save = useJoinRanking();
  const form = useForm<RankingJoinInput>({
    resolver: zodResolver(rankingJoinSchema),
    defaultValues: { nickname },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await save.mutateAsync(values);
      notify.success(T.saved, T.savedDetail(me.nickname ?? values.nickname));
      onDone();
    } catch (error) {
      if (!nicknameErrorOnField(error, form.setError)) notify.error(T.error, T.errorDetail, error);
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{T.title}</DialogTitle>
        <DialogDescription>{T.description}</DialogDescription>
      </DialogHeader>
      <FormFields form={form} idPrefix="ranking-rename">
        <FormInput
          name="nickname"
          label={J.nickname}
          hint={J.nicknameHint}
          maxLength={20}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      </FormFields>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? T.pending : T.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
