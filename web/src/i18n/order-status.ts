/** Order statuses as staff and customers read them (SPEC §2, §4; cancelled is not in the spec's list). */
export const orderStatusLabels = {
  NEW: 'Nieuw',
  PROCESSING: 'In Behandeling',
  PRODUCTION: 'Productie',
  SHIPPED: 'Verzonden',
  COMPLETED: 'Voltooid',
  CANCELLED: 'Geannuleerd',
} as const;
