export type GreetingKey =
  | 'home.greetingDawn'
  | 'home.greetingMorning'
  | 'home.greetingForenoon'
  | 'home.greetingNoon'
  | 'home.greetingAfternoon'
  | 'home.greetingEvening';

/** The greeting for the hour of the day (0-23). */
export function greetingKey(hour: number): GreetingKey {
  if (hour < 5) return 'home.greetingDawn';
  if (hour < 9) return 'home.greetingMorning';
  if (hour < 11) return 'home.greetingForenoon';
  if (hour < 13) return 'home.greetingNoon';
  if (hour < 18) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}
