import { ClassicLayout } from './classic/ClassicLayout';

/**
 * The signed-in frame around every page. The layout setting (classic, functional, plain, blend) picks
 * the frame; only classic exists so far, and the others show it until they are built.
 */
export default function ShellLayout() {
  return <ClassicLayout />;
}
