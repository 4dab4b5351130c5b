"""The board from outside the app: photos of the table and the camera, pictures under the
grid, Tiled and Universal VTT imports, pictures on tokens."""
