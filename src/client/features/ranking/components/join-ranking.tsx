import { zodResolver } from '@hookform/resolvers/zod';
import { UsersIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import { type RankingJoinInput, rankingJoinSchema } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { useJoinRanking } from '../api/ranking';
import { nicknameErrorOnField } from '../lib/nickname-error';
import { Panel } from './panel';

const T = rankingText.join;

/**
 * Not taking part: why one would, and the nickname form. Off until the trader chooses; a nickname kept from an
 * earlier participation comes filled in.
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
      notify.success(T.joined, T.joinedDetail(me.nickname ?? values.nickname));
    } catch (error) {
      // A taken nickname is said under the field; anything else (the network, the server) by a toast.
      if (!nicknameErrorOnField(error, form.setError)) notify.error(T.error, T.errorDetail, error);
    }
  });

  return (
    <Panel id="ranking-join" title={T.title} lead={T.lead}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
        <FormFields form={form} idPrefix="ranking">
          <FormInput
            name="nickname"
            label={T.nickname}
            hint={T.nicknameHint}
            maxLength={20}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        </FormFields>
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          <UsersIcon aria-hidden="true" />
          {form.formState.isSubmitting ? T.pending : T.submit}
        </Button>
      </form>
    </Panel>
  );
}
