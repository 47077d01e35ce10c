import { CalendarPage } from '@/client/features/calendar/components/calendar-page';

export default CalendarPage;
