// A reservation number as the wire carries it (document 1 §3 "Reservation"): letters and digits,
// 1 to 40. One home for the widget's links and forms and the API's paths.
export const RESERVATION_NUMBER_RE = /^[A-Za-z0-9]{1,40}$/;
