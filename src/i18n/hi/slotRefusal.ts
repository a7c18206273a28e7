import type { m } from '../../rules/slotRefusal';
import type { Translation } from '../index';

export default {
  slotRefused: '{outlet} आपका ऑर्डर {time} बजे तैयार नहीं कर सकता। अगला समय {next} है।',
  slotToday: 'आज {time} बजे',
  slotTomorrow: 'कल {time} बजे',
  slotOnDay: '{day} को {time} बजे',
  noSlot: '{outlet} में आज या कल कोई समय खाली नहीं है।',
} satisfies Translation<typeof m>;
