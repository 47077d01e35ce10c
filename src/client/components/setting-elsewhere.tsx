import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Panel } from '@/client/components/ui/panel';

interface SettingElsewhereProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  /** Where the setting lives, and its value when the page knows it. */
  lead: ReactNode;
  to: string;
  linkLabel: string;
}

/**
 * A setting that has one home elsewhere (the time zone in Configurações, the risk plan on /risk, the school on
 * /profile, the ranking on /ranking): this page says where, and links there, instead of keeping a second form.
 */
export function SettingElsewhere({ id, title, lead, to, linkLabel }: SettingElsewhereProps) {
  return (
    <Panel id={id} title={title} lead={lead}>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={to}>
          {linkLabel}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </Panel>
  );
}
