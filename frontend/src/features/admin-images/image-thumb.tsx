import { Box, Text } from '@chakra-ui/react';

/** A small picture with its caption; the admin sees exactly what visitors would (covers are served by our API). */
export function ImageThumb({ src, label }: { src: string | null; label: string }) {
  return (
    <Box flex="1" minW="200px">
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </Text>
      {src ? (
        <img
          src={src}
          alt={label}
          width={320}
          height={180}
          style={{ width: '100%', maxWidth: 320, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8, background: '#e5e7eb' }}
        />
      ) : (
        <Text fontSize="sm" color="gray.600">
          No image of its own (the generated cover shows).
        </Text>
      )}
    </Box>
  );
}
