import { CheckCircle2Icon, SparklesIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { NewTradeButton } from '@/client/features/trades/components/new-trade-button';
import { useMe } from '@/client/lib/me';
import { dashboardPage } from '@/shared/i18n/auth';

/** Placeholder until the trading dashboard issue: a friendly welcome inside the signed-in layout. */
export default function DashboardPage() {
  const { data: me } = useMe();
  const name = (me?.profile.displayName || me?.user.name || '').split(' ')[0] ?? '';
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{dashboardPage.greeting(name)}</h1>
        <NewTradeButton />
      </div>
      <Card className="max-w-2xl">
        <CardHeader className="gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <SparklesIcon className="size-6" aria-hidden="true" />
          </span>
          <p className="text-slate-700">{dashboardPage.lead}</p>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {dashboardPage.items.map((item) => (
              <li key={item} className="flex items-start gap-2 text-slate-700">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="flex-1">{item}</span>
                <Badge tone="info">{dashboardPage.soon}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
