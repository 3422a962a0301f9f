/**
 * The words of the hero's picture of the app (src/sections/hero-picture.tsx):
 * a week in the app's window. Weekday, month and time names come from Intl.
 */
export default {
  today: "Today",
  /** The sidebar's button. */
  newEvent: "New event",
  views: { day: "Day", week: "Week", month: "Month", year: "Year" },
  calendars: "My calendars",
  categories: { work: "Work", family: "Family", health: "Health", personal: "Personal" },
  events: {
    standup: "Team standup",
    planning: "Sprint planning",
    review: "Quarterly budget review with the finance team",
    design: "Design review",
    dentist: "Dentist",
    football: "Leo’s football practice",
    gym: "Gym",
    birthday: "Mum’s birthday",
    match: "Football match",
    lunch: "Lunch at Grandma’s",
    yoga: "Yoga class",
  },
  /** The reminder card: "9:00 – 9:30 AM · In 15 min" ({time}: the event's time). */
  reminderIn: "{time} · In {minutes} min",
  allDay: "All day",
};
