/** Links for the phone numbers the shop shows: one way to make each, wherever a number appears. */

/** tel: link target of a number as people write it ("+32 9 123 45 67" → "tel:+3291234567"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** WhatsApp chat link of the shop's WhatsApp number (`shop.contact.whatsapp`, international digits). */
export const whatsappHref = (whatsapp: string) => `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
