import { MyClasses } from './my-classes';

/** Settings → Escola: the student's class invitations and the classes joined (my-classes.tsx). */
export function SchoolClassesSlot(_props: { schoolId: string }) {
  return <MyClasses />;
}
