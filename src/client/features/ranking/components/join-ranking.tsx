import { zodResolver } from '@hookform/resolvers/zod';
import { UsersIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormFields } from '@/client/components/ui/form-inputs';
import { Panel } from '@/client/components/ui/panel';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { type RankingJoinInput, rankingJoinSchema } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { useJoinRanking } from '../api/ranking';
import { NicknameInput } from './nickname-input';

const T = rankingText.join;
const FIELDS = ['nickname'] as const;

/**
 * Not taking part: why one would, and the nickname form. Off until the trader chooses; a nickname kept from an
 * earlier participation comes filled in. A taken nickname (409 NICKNAME_TAKEN) is said under the field.
 */
export function JoinRanking({ nickname }: { nickname: string | null }) {
  const join = useJoinRanking();
  const form = useForm<RankingJoinInput>({
    resolver: zodResolver(rankingJoinSchema),
    defaultValues: { nickname: nickname ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await join.mutateAsync(values);
      notify.success(T.done, T.doneDetail(me.nickname ?? values.nickname));
    } catch (error) {
      reportFormError(error, {
        title: T.error,
        detail: T.errorDetail,
        fields: FIELDS,
        setError: form.setError,
      });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <Panel id="ranking-join" title={T.title} lead={T.lead}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
        <FormFields form={form} idPrefix="ranking">
          <NicknameInput />
        </FormFields>
        <Button type="submit" className="justify-self-start" disabled={pending}>
          <UsersIcon aria-hidden="true" />
          {pending ? T.pending : T.submit}
        </Button>
      </form>
    </Panel>
  );
}
