import { NoteDetailPage } from '@/client/features/brokerage-notes/components/note-detail-page';

export default NoteDetailPage;
