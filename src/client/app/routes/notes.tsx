import { NotesPage } from '@/client/features/brokerage-notes/components/notes-page';

export default NotesPage;
