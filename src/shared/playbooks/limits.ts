/** Limits of a playbook's fields (the form, the API and the messages read them from here). */
export const PLAYBOOK_NAME_MAX = 60;
export const PLAYBOOK_DESCRIPTION_MAX = 2000;
export const PLAYBOOK_TIMEFRAME_MAX = 40;
export const PLAYBOOK_INSTRUMENTS_MAX = 20;
export const CRITERIA_MAX = 20;
export const CRITERION_LABEL_MAX = 120;
/** Playbooks per trader, archived ones included. */
export const PLAYBOOKS_MAX = 100;
/** Below this many trades a figure is a small sample: shown as such, never as a finding. */
export const SMALL_SAMPLE = 20;
