import { z } from 'zod';
import { resultCodeOk } from './envelopes';

/**
 * One entry of the server menu (AllTreeview). `label` is the stable English label the client's
 * menu rules match on (specification section 2); `title` is its i18n key; a missing `link` means
 * the client derives a path from the label.
 */
export interface MenuEntry {
  id: string;
  label: string;
  title: string;
  icon: string;
  link?: string;
  Visible: 'Y' | 'N';
  children?: MenuEntry[];
  grand_children?: MenuEntry[];
}

export const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    title: z.string(),
    icon: z.string(),
    link: z.string().optional(),
    Visible: z.enum(['Y', 'N']),
    children: z.array(menuEntrySchema).optional(),
    grand_children: z.array(menuEntrySchema).optional(),
  }),
);

/** GET /form_settings_menu/user/{userId}: the menu that user may see. */
export const menuAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  AllTreeview: z.array(menuEntrySchema),
});
export type MenuAnswer = z.infer<typeof menuAnswerSchema>;
