// When a member may earn and spend points at a hotel: the hotel's brand runs a point program,
// the hotel has not turned points off in its booking widget, and the member's own program has
// points.
export interface PointsFacts {
  /** hotel_brand_setting.point_program_enabled */
  brandProgram: boolean;
  /** booking_widget_setting_attributes.point_program_disabled */
  hotelDisabled: boolean;
  /** The member's program has points (user.point_program_enabled). */
  memberProgram: boolean;
}

export const pointsUsable = (f: PointsFacts): boolean => f.brandProgram && !f.hotelDisabled && f.memberProgram;
