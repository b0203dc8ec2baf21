declare module '*.svg' {
  const url: string;
  export default url;
}

/** Style sheets imported for their effect (extracted to a hashed .css file by the build). */
declare module '*.css';
