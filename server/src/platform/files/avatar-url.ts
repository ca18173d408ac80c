/**
 * Where a user's avatar image is served (the public image route of modules/file), from the file name stored
 * in base_user.head_icon. Every area that shows a person (CurrentUser, user lists, chat) answers this URL.
 */
export const avatarUrl = (headIcon: string | null): string | null =>
  headIcon ? `/api/file/Image/userAvatar/${headIcon}` : null;

/**
 * The picture of a user who has not uploaded one: a static file of the web app (web/public). The original
 * client puts headIcon into an <img> as it is, so it is answered instead of null (issue 15, decision 064).
 */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/** avatarUrl, or the default picture when the user has none. */
export const avatarOrDefault = (headIcon: string | null): string => avatarUrl(headIcon) ?? DEFAULT_AVATAR_URL;
