/** Day the web app was built (YYYY-MM-DD), shown in the about dialog. */
declare const __APP_BUILD_DATE__: string;

interface ImportMetaEnv {
  /** feedback address of the user menu (mailto link); the entry is left out when empty */
  readonly VITE_FEEDBACK_MAIL?: string;
  /** documentation link of the user menu; defaults to the API documentation the server serves */
  readonly VITE_DOCS_URL?: string;
}
