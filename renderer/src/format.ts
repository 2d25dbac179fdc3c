// Formatting for people: dates in the arbiter's language, the same way the printouts write them.
export { formatDates, formatDateTime } from '#formats/dates';
