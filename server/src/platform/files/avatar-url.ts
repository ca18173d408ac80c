/**
 * Where a user's avatar image is served (the public image route of modules/file), from the file name stored
 * in base_user.head_icon. Every area that shows a person (CurrentUser, user lists, chat) answers this URL.
 */
export const avatarUrl = (headIcon: string | null): string | null =>
  headIcon ? `/api/file/Image/userAvatar/${headIcon}` : null;
