import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { notify } from '@/client/lib/notify';
import { type RankingJoinInput, rankingJoinSchema } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { useJoinRanking } from '../api/ranking';
import { NicknameInput } from './nickname-input';

const T = rankingText.rename;
// The dialog only ever edits: the same title and button either way.
const TEXTS = {
  createTitle: T.title,
  editTitle: T.title,
  description: T.description,
  submitCreate: T.submit,
  submitEdit: T.submit,
};

interface NicknameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nickname: string;
}

/** 'Alterar apelido': the new nickname shows on every board at once. */
export function NicknameDialog({ open, onOpenChange, nickname }: NicknameDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="sm:max-w-md">
      <NicknameForm nickname={nickname} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function NicknameForm({ nickname, onDone }: { nickname: string; onDone: () => void }) {
  const save = useJoinRanking();
  const form = useForm<RankingJoinInput>({
    resolver: zodResolver(rankingJoinSchema),
    defaultValues: { nickname },
  });
  return (
    <DialogForm
      form={form}
      idPrefix="ranking-rename"
      editing
      texts={TEXTS}
      pendingLabel={T.pending}
      save={(body) => save.mutateAsync(body)}
      onSaved={(me) => notify.success(T.done, T.doneDetail(me.nickname ?? ''))}
      failure={{ title: T.error, detail: T.errorDetail, fields: ['nickname'] }}
      onDone={onDone}
    >
      <NicknameInput />
    </DialogForm>
  );
}
