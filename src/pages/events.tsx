import { EventsCalendarScreen } from '@/features/events/components/EventsCalendarScreen';
import { eventsCalendarServerSideProps, type EventsCalendarPageProps } from '@/ssr/corporateEvents';

/** The market's corporate events calendar (issue 31). */
export const getServerSideProps = eventsCalendarServerSideProps;

export default function EventsCalendarPage({ today }: EventsCalendarPageProps) {
  return <EventsCalendarScreen today={today} />;
}
